# spin.q -- the source lines the test function of debug_target.c claims to come from
enter kiln_spin
  sum = 0
  loop:
    sum = sum + i * 3
    call kiln_test_callee when i == n - 1
    i = i - 1; if i > 0 goto loop
  return sum
