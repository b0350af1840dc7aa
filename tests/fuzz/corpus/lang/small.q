int64 a
int64 b
int64 t
stack64 s
input a
input b
enter f
t = a
t += b
t <<<= 7
s = t
=? a - b
goto done if =
t = s
(uint32) t += 5
done:
leave
