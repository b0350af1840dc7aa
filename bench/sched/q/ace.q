# The ACE permutation (NIST LWC round 2), m-sliced on 64-bit registers (bench/sched/gen.py ace)
# void ace_permutation(uint32_t st[10]): st[2w], st[2w+1] the high and low halves of word w.

node f
int64 x
int64 y
int64 t
input x
output y
y = x
(uint32) y <<<= 5
y &= x
t = x
(uint32) t <<<= 1
y ^= t
endnode

int64 w1
int64 w2
int64 w3
int64 w4
int64 w5
int64 w6
int64 w7
int64 w8
int64 w9
int64 w10
int64 t11
int64 t12
int64 t13
int64 t14
int64 t15
int64 t16
int64 t17
int64 t18
int64 t19
int64 t20
int64 t21
int64 t22
int64 t23
int64 t24
int64 t25
int64 t26
int64 t27
int64 t28
int64 t29
int64 t30
int64 t31
int64 t32
int64 t33
int64 t34
int64 t35
int64 t36
int64 t37
int64 t38
int64 t39
int64 t40
int64 t41
int64 t42
int64 t43
int64 t44
int64 t45
int64 t46
int64 t47
int64 t48
int64 t49
int64 t50
int64 t51
int64 t52
int64 t53
int64 t54
int64 t55
int64 t56
int64 t57
int64 t58
int64 t59
int64 t60
int64 t61
int64 t62
int64 t63
int64 t64
int64 t65
int64 t66
int64 t67
int64 t68
int64 t69
int64 t70
int64 t71
int64 t72
int64 t73
int64 t74
int64 t75
int64 t76
int64 t77
int64 t78
int64 t79
int64 t80
int64 t81
int64 t82
int64 t83
int64 t84
int64 t85
int64 t86
int64 t87
int64 t88
int64 t89
int64 t90
int64 t91
int64 t92
int64 t93
int64 t94
int64 t95
int64 t96
int64 t97
int64 t98
int64 t99
int64 t100
int64 t101
int64 t102
int64 t103
int64 t104
int64 t105
int64 t106
int64 t107
int64 t108
int64 t109
int64 t110
int64 t111
int64 t112
int64 t113
int64 t114
int64 t115
int64 t116
int64 t117
int64 t118
int64 t119
int64 t120
int64 t121
int64 t122
int64 t123
int64 t124
int64 t125
int64 t126
int64 t127
int64 t128
int64 t129
int64 t130
int64 t131
int64 t132
int64 t133
int64 t134
int64 t135
int64 t136
int64 t137
int64 t138
int64 t139
int64 t140
int64 t141
int64 t142
int64 t143
int64 t144
int64 t145
int64 t146
int64 t147
int64 t148
int64 t149
int64 t150
int64 t151
int64 t152
int64 t153
int64 t154
int64 t155
int64 t156
int64 t157
int64 t158
int64 t159
int64 t160
int64 t161
int64 t162
int64 t163
int64 t164
int64 t165
int64 t166
int64 t167
int64 t168
int64 t169
int64 t170
int64 t171
int64 t172
int64 t173
int64 t174
int64 t175
int64 t176
int64 t177
int64 t178
int64 t179
int64 t180
int64 t181
int64 t182
int64 t183
int64 t184
int64 t185
int64 t186
int64 t187
int64 t188
int64 t189
int64 t190
int64 t191
int64 t192
int64 t193
int64 t194
int64 t195
int64 t196
int64 t197
int64 t198
int64 t199
int64 t200
int64 t201
int64 t202
int64 t203
int64 t204
int64 t205
int64 t206
int64 t207
int64 t208
int64 t209
int64 t210
int64 t211
int64 t212
int64 t213
int64 t214
int64 t215
int64 t216
int64 t217
int64 t218
int64 t219
int64 t220
int64 t221
int64 t222
int64 t223
int64 t224
int64 t225
int64 t226
int64 t227
int64 t228
int64 t229
int64 t230
int64 t231
int64 t232
int64 t233
int64 t234
int64 t235
int64 t236
int64 t237
int64 t238
int64 t239
int64 t240
int64 t241
int64 t242
int64 t243
int64 t244
int64 t245
int64 t246
int64 t247
int64 t248
int64 t249
int64 t250
int64 t251
int64 t252
int64 t253
int64 t254
int64 t255
int64 t256
int64 t257
int64 t258
int64 t259
int64 t260
int64 t261
int64 t262
int64 t263
int64 t264
int64 t265
int64 t266
int64 t267
int64 t268
int64 t269
int64 t270
int64 t271
int64 t272
int64 t273
int64 t274
int64 t275
int64 t276
int64 t277
int64 t278
int64 t279
int64 t280
int64 t281
int64 t282
int64 t283
int64 t284
int64 t285
int64 t286
int64 t287
int64 t288
int64 t289
int64 t290
int64 t291
int64 t292
int64 t293
int64 t294
int64 t295
int64 t296
int64 t297
int64 t298
int64 t299
int64 t300
int64 t301
int64 t302
int64 t303
int64 t304
int64 t305
int64 t306
int64 t307
int64 t308
int64 t309
int64 t310
int64 t311
int64 t312
int64 t313
int64 t314
int64 t315
int64 t316
int64 t317
int64 t318
int64 t319
int64 t320
int64 t321
int64 t322
int64 t323
int64 t324
int64 t325
int64 t326
int64 t327
int64 t328
int64 t329
int64 t330
int64 t331
int64 t332
int64 t333
int64 t334
int64 t335
int64 t336
int64 t337
int64 t338
int64 t339
int64 t340
int64 t341
int64 t342
int64 t343
int64 t344
int64 t345
int64 t346
int64 t347
int64 t348
int64 t349
int64 t350
int64 t351
int64 t352
int64 t353
int64 t354
int64 t355
int64 t356
int64 t357
int64 t358
int64 t359
int64 t360
int64 t361
int64 t362
int64 t363
int64 t364
int64 t365
int64 t366
int64 t367
int64 t368
int64 t369
int64 t370
int64 t371
int64 t372
int64 t373
int64 t374
int64 t375
int64 t376
int64 t377
int64 t378
int64 t379
int64 t380
int64 t381
int64 t382
int64 t383
int64 t384
int64 t385
int64 t386
int64 t387
int64 t388
int64 t389
int64 t390
int64 t391
int64 t392
int64 t393
int64 t394
int64 st
input st

enter ace_permutation
w1 = *(uint32 *) (st + 0)
w2 = *(uint32 *) (st + 4)
w3 = *(uint32 *) (st + 8)
w4 = *(uint32 *) (st + 12)
w5 = *(uint32 *) (st + 16)
w6 = *(uint32 *) (st + 20)
w7 = *(uint32 *) (st + 24)
w8 = *(uint32 *) (st + 28)
w9 = *(uint32 *) (st + 32)
w10 = *(uint32 *) (st + 36)
t11 = f(w1)
w2 ^= t11
(uint32) w2 ^= -1
t12 = f(w2)
w1 ^= t12
(uint32) w1 ^= -1
t13 = f(w1)
w2 ^= t13
(uint32) w2 ^= -1
t14 = f(w2)
w1 ^= t14
(uint32) w1 ^= -2
t15 = f(w1)
w2 ^= t15
(uint32) w2 ^= -2
t16 = f(w2)
w1 ^= t16
(uint32) w1 ^= -2
t17 = f(w1)
w2 ^= t17
(uint32) w2 ^= -2
t18 = f(w2)
w1 ^= t18
(uint32) w1 ^= -2
t19 = f(w5)
w6 ^= t19
(uint32) w6 ^= -1
t20 = f(w6)
w5 ^= t20
(uint32) w5 ^= -1
t21 = f(w5)
w6 ^= t21
(uint32) w6 ^= -2
t22 = f(w6)
w5 ^= t22
(uint32) w5 ^= -2
t23 = f(w5)
w6 ^= t23
(uint32) w6 ^= -1
t24 = f(w6)
w5 ^= t24
(uint32) w5 ^= -2
t25 = f(w5)
w6 ^= t25
(uint32) w6 ^= -1
t26 = f(w6)
w5 ^= t26
(uint32) w5 ^= -2
t27 = f(w9)
w10 ^= t27
(uint32) w10 ^= -1
t28 = f(w10)
w9 ^= t28
(uint32) w9 ^= -1
t29 = f(w9)
w10 ^= t29
(uint32) w10 ^= -2
t30 = f(w10)
w9 ^= t30
(uint32) w9 ^= -2
t31 = f(w9)
w10 ^= t31
(uint32) w10 ^= -2
t32 = f(w10)
w9 ^= t32
(uint32) w9 ^= -2
t33 = f(w9)
w10 ^= t33
(uint32) w10 ^= -1
t34 = f(w10)
w9 ^= t34
(uint32) w9 ^= -2
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -176
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -216
w9 ^= w1
(uint32) w9 ^= -1
w10 ^= w2
(uint32) w10 ^= -236
t35 = f(w7)
w8 ^= t35
(uint32) w8 ^= -2
t36 = f(w8)
w7 ^= t36
(uint32) w7 ^= -1
t37 = f(w7)
w8 ^= t37
(uint32) w8 ^= -2
t38 = f(w8)
w7 ^= t38
(uint32) w7 ^= -1
t39 = f(w7)
w8 ^= t39
(uint32) w8 ^= -2
t40 = f(w8)
w7 ^= t40
(uint32) w7 ^= -2
t41 = f(w7)
w8 ^= t41
(uint32) w8 ^= -2
t42 = f(w8)
w7 ^= t42
(uint32) w7 ^= -2
t43 = f(w1)
w2 ^= t43
(uint32) w2 ^= -1
t44 = f(w2)
w1 ^= t44
(uint32) w1 ^= -2
t45 = f(w1)
w2 ^= t45
(uint32) w2 ^= -1
t46 = f(w2)
w1 ^= t46
(uint32) w1 ^= -1
t47 = f(w1)
w2 ^= t47
(uint32) w2 ^= -1
t48 = f(w2)
w1 ^= t48
(uint32) w1 ^= -2
t49 = f(w1)
w2 ^= t49
(uint32) w2 ^= -1
t50 = f(w2)
w1 ^= t50
(uint32) w1 ^= -2
t51 = f(w3)
w4 ^= t51
(uint32) w4 ^= -2
t52 = f(w4)
w3 ^= t52
(uint32) w3 ^= -2
t53 = f(w3)
w4 ^= t53
(uint32) w4 ^= -1
t54 = f(w4)
w3 ^= t54
(uint32) w3 ^= -2
t55 = f(w3)
w4 ^= t55
(uint32) w4 ^= -2
t56 = f(w4)
w3 ^= t56
(uint32) w3 ^= -1
t57 = f(w3)
w4 ^= t57
(uint32) w4 ^= -1
t58 = f(w4)
w3 ^= t58
(uint32) w3 ^= -1
w5 ^= w1
(uint32) w5 ^= -1
w6 ^= w2
(uint32) w6 ^= -164
w9 ^= w3
(uint32) w9 ^= -1
w10 ^= w4
(uint32) w10 ^= -82
w3 ^= w7
(uint32) w3 ^= -1
w4 ^= w8
(uint32) w4 ^= -169
t59 = f(w9)
w10 ^= t59
(uint32) w10 ^= -1
t60 = f(w10)
w9 ^= t60
(uint32) w9 ^= -1
t61 = f(w9)
w10 ^= t61
(uint32) w10 ^= -2
t62 = f(w10)
w9 ^= t62
(uint32) w9 ^= -1
t63 = f(w9)
w10 ^= t63
(uint32) w10 ^= -1
t64 = f(w10)
w9 ^= t64
(uint32) w9 ^= -2
t65 = f(w9)
w10 ^= t65
(uint32) w10 ^= -2
t66 = f(w10)
w9 ^= t66
(uint32) w9 ^= -1
t67 = f(w7)
w8 ^= t67
(uint32) w8 ^= -1
t68 = f(w8)
w7 ^= t68
(uint32) w7 ^= -2
t69 = f(w7)
w8 ^= t69
(uint32) w8 ^= -2
t70 = f(w8)
w7 ^= t70
(uint32) w7 ^= -1
t71 = f(w7)
w8 ^= t71
(uint32) w8 ^= -2
t72 = f(w8)
w7 ^= t72
(uint32) w7 ^= -2
t73 = f(w7)
w8 ^= t73
(uint32) w8 ^= -1
t74 = f(w8)
w7 ^= t74
(uint32) w7 ^= -2
t75 = f(w5)
w6 ^= t75
(uint32) w6 ^= -2
t76 = f(w6)
w5 ^= t76
(uint32) w5 ^= -1
t77 = f(w5)
w6 ^= t77
(uint32) w6 ^= -1
t78 = f(w6)
w5 ^= t78
(uint32) w5 ^= -1
t79 = f(w5)
w6 ^= t79
(uint32) w6 ^= -1
t80 = f(w6)
w5 ^= t80
(uint32) w5 ^= -2
t81 = f(w5)
w6 ^= t81
(uint32) w6 ^= -1
t82 = f(w6)
w5 ^= t82
(uint32) w5 ^= -2
w1 ^= w7
(uint32) w1 ^= -1
w2 ^= w8
(uint32) w2 ^= -111
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -184
w5 ^= w9
(uint32) w5 ^= -1
w6 ^= w10
(uint32) w6 ^= -220
t83 = f(w3)
w4 ^= t83
(uint32) w4 ^= -2
t84 = f(w4)
w3 ^= t84
(uint32) w3 ^= -2
t85 = f(w3)
w4 ^= t85
(uint32) w4 ^= -2
t86 = f(w4)
w3 ^= t86
(uint32) w3 ^= -2
t87 = f(w3)
w4 ^= t87
(uint32) w4 ^= -2
t88 = f(w4)
w3 ^= t88
(uint32) w3 ^= -1
t89 = f(w3)
w4 ^= t89
(uint32) w4 ^= -1
t90 = f(w4)
w3 ^= t90
(uint32) w3 ^= -1
t91 = f(w9)
w10 ^= t91
(uint32) w10 ^= -1
t92 = f(w10)
w9 ^= t92
(uint32) w9 ^= -1
t93 = f(w9)
w10 ^= t93
(uint32) w10 ^= -1
t94 = f(w10)
w9 ^= t94
(uint32) w9 ^= -1
t95 = f(w9)
w10 ^= t95
(uint32) w10 ^= -1
t96 = f(w10)
w9 ^= t96
(uint32) w9 ^= -1
t97 = f(w9)
w10 ^= t97
(uint32) w10 ^= -1
t98 = f(w10)
w9 ^= t98
(uint32) w9 ^= -2
t99 = f(w1)
w2 ^= t99
(uint32) w2 ^= -2
t100 = f(w2)
w1 ^= t100
(uint32) w1 ^= -2
t101 = f(w1)
w2 ^= t101
(uint32) w2 ^= -1
t102 = f(w2)
w1 ^= t102
(uint32) w1 ^= -1
t103 = f(w1)
w2 ^= t103
(uint32) w2 ^= -2
t104 = f(w2)
w1 ^= t104
(uint32) w1 ^= -2
t105 = f(w1)
w2 ^= t105
(uint32) w2 ^= -1
t106 = f(w2)
w1 ^= t106
(uint32) w1 ^= -1
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -115
w5 ^= w1
(uint32) w5 ^= -1
w6 ^= w2
(uint32) w6 ^= -58
w1 ^= w3
(uint32) w1 ^= -1
w2 ^= w4
(uint32) w2 ^= -157
t107 = f(w5)
w6 ^= t107
(uint32) w6 ^= -1
t108 = f(w6)
w5 ^= t108
(uint32) w5 ^= -2
t109 = f(w5)
w6 ^= t109
(uint32) w6 ^= -2
t110 = f(w6)
w5 ^= t110
(uint32) w5 ^= -2
t111 = f(w5)
w6 ^= t111
(uint32) w6 ^= -1
t112 = f(w6)
w5 ^= t112
(uint32) w5 ^= -2
t113 = f(w5)
w6 ^= t113
(uint32) w6 ^= -1
t114 = f(w6)
w5 ^= t114
(uint32) w5 ^= -1
t115 = f(w3)
w4 ^= t115
(uint32) w4 ^= -2
t116 = f(w4)
w3 ^= t116
(uint32) w3 ^= -1
t117 = f(w3)
w4 ^= t117
(uint32) w4 ^= -1
t118 = f(w4)
w3 ^= t118
(uint32) w3 ^= -1
t119 = f(w3)
w4 ^= t119
(uint32) w4 ^= -1
t120 = f(w4)
w3 ^= t120
(uint32) w3 ^= -1
t121 = f(w3)
w4 ^= t121
(uint32) w4 ^= -2
t122 = f(w4)
w3 ^= t122
(uint32) w3 ^= -1
t123 = f(w7)
w8 ^= t123
(uint32) w8 ^= -2
t124 = f(w8)
w7 ^= t124
(uint32) w7 ^= -1
t125 = f(w7)
w8 ^= t125
(uint32) w8 ^= -2
t126 = f(w8)
w7 ^= t126
(uint32) w7 ^= -2
t127 = f(w7)
w8 ^= t127
(uint32) w8 ^= -1
t128 = f(w8)
w7 ^= t128
(uint32) w7 ^= -1
t129 = f(w7)
w8 ^= t129
(uint32) w8 ^= -2
t130 = f(w8)
w7 ^= t130
(uint32) w7 ^= -2
w9 ^= w3
(uint32) w9 ^= -1
w10 ^= w4
(uint32) w10 ^= -173
w1 ^= w7
(uint32) w1 ^= -1
w2 ^= w8
(uint32) w2 ^= -87
w7 ^= w5
(uint32) w7 ^= -1
w8 ^= w6
(uint32) w8 ^= -172
t131 = f(w1)
w2 ^= t131
(uint32) w2 ^= -2
t132 = f(w2)
w1 ^= t132
(uint32) w1 ^= -1
t133 = f(w1)
w2 ^= t133
(uint32) w2 ^= -2
t134 = f(w2)
w1 ^= t134
(uint32) w1 ^= -1
t135 = f(w1)
w2 ^= t135
(uint32) w2 ^= -1
t136 = f(w2)
w1 ^= t136
(uint32) w1 ^= -2
t137 = f(w1)
w2 ^= t137
(uint32) w2 ^= -2
t138 = f(w2)
w1 ^= t138
(uint32) w1 ^= -2
t139 = f(w5)
w6 ^= t139
(uint32) w6 ^= -1
t140 = f(w6)
w5 ^= t140
(uint32) w5 ^= -2
t141 = f(w5)
w6 ^= t141
(uint32) w6 ^= -1
t142 = f(w6)
w5 ^= t142
(uint32) w5 ^= -1
t143 = f(w5)
w6 ^= t143
(uint32) w6 ^= -1
t144 = f(w6)
w5 ^= t144
(uint32) w5 ^= -2
t145 = f(w5)
w6 ^= t145
(uint32) w6 ^= -2
t146 = f(w6)
w5 ^= t146
(uint32) w5 ^= -2
t147 = f(w9)
w10 ^= t147
(uint32) w10 ^= -2
t148 = f(w10)
w9 ^= t148
(uint32) w9 ^= -1
t149 = f(w9)
w10 ^= t149
(uint32) w10 ^= -1
t150 = f(w10)
w9 ^= t150
(uint32) w9 ^= -1
t151 = f(w9)
w10 ^= t151
(uint32) w10 ^= -2
t152 = f(w10)
w9 ^= t152
(uint32) w9 ^= -2
t153 = f(w9)
w10 ^= t153
(uint32) w10 ^= -1
t154 = f(w10)
w9 ^= t154
(uint32) w9 ^= -2
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -160
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -208
w9 ^= w1
(uint32) w9 ^= -1
w10 ^= w2
(uint32) w10 ^= -232
t155 = f(w7)
w8 ^= t155
(uint32) w8 ^= -2
t156 = f(w8)
w7 ^= t156
(uint32) w7 ^= -1
t157 = f(w7)
w8 ^= t157
(uint32) w8 ^= -2
t158 = f(w8)
w7 ^= t158
(uint32) w7 ^= -2
t159 = f(w7)
w8 ^= t159
(uint32) w8 ^= -2
t160 = f(w8)
w7 ^= t160
(uint32) w7 ^= -1
t161 = f(w7)
w8 ^= t161
(uint32) w8 ^= -2
t162 = f(w8)
w7 ^= t162
(uint32) w7 ^= -2
t163 = f(w1)
w2 ^= t163
(uint32) w2 ^= -2
t164 = f(w2)
w1 ^= t164
(uint32) w1 ^= -2
t165 = f(w1)
w2 ^= t165
(uint32) w2 ^= -2
t166 = f(w2)
w1 ^= t166
(uint32) w1 ^= -1
t167 = f(w1)
w2 ^= t167
(uint32) w2 ^= -2
t168 = f(w2)
w1 ^= t168
(uint32) w1 ^= -1
t169 = f(w1)
w2 ^= t169
(uint32) w2 ^= -2
t170 = f(w2)
w1 ^= t170
(uint32) w1 ^= -2
t171 = f(w3)
w4 ^= t171
(uint32) w4 ^= -1
t172 = f(w4)
w3 ^= t172
(uint32) w3 ^= -2
t173 = f(w3)
w4 ^= t173
(uint32) w4 ^= -1
t174 = f(w4)
w3 ^= t174
(uint32) w3 ^= -2
t175 = f(w3)
w4 ^= t175
(uint32) w4 ^= -1
t176 = f(w4)
w3 ^= t176
(uint32) w3 ^= -1
t177 = f(w3)
w4 ^= t177
(uint32) w4 ^= -1
t178 = f(w4)
w3 ^= t178
(uint32) w3 ^= -2
w5 ^= w1
(uint32) w5 ^= -1
w6 ^= w2
(uint32) w6 ^= -152
w9 ^= w3
(uint32) w9 ^= -1
w10 ^= w4
(uint32) w10 ^= -204
w3 ^= w7
(uint32) w3 ^= -1
w4 ^= w8
(uint32) w4 ^= -102
t179 = f(w9)
w10 ^= t179
(uint32) w10 ^= -1
t180 = f(w10)
w9 ^= t180
(uint32) w9 ^= -1
t181 = f(w9)
w10 ^= t181
(uint32) w10 ^= -1
t182 = f(w10)
w9 ^= t182
(uint32) w9 ^= -2
t183 = f(w9)
w10 ^= t183
(uint32) w10 ^= -1
t184 = f(w10)
w9 ^= t184
(uint32) w9 ^= -1
t185 = f(w9)
w10 ^= t185
(uint32) w10 ^= -1
t186 = f(w10)
w9 ^= t186
(uint32) w9 ^= -1
t187 = f(w7)
w8 ^= t187
(uint32) w8 ^= -2
t188 = f(w8)
w7 ^= t188
(uint32) w7 ^= -2
t189 = f(w7)
w8 ^= t189
(uint32) w8 ^= -1
t190 = f(w8)
w7 ^= t190
(uint32) w7 ^= -1
t191 = f(w7)
w8 ^= t191
(uint32) w8 ^= -2
t192 = f(w8)
w7 ^= t192
(uint32) w7 ^= -1
t193 = f(w7)
w8 ^= t193
(uint32) w8 ^= -1
t194 = f(w8)
w7 ^= t194
(uint32) w7 ^= -2
t195 = f(w5)
w6 ^= t195
(uint32) w6 ^= -1
t196 = f(w6)
w5 ^= t196
(uint32) w5 ^= -2
t197 = f(w5)
w6 ^= t197
(uint32) w6 ^= -1
t198 = f(w6)
w5 ^= t198
(uint32) w5 ^= -2
t199 = f(w5)
w6 ^= t199
(uint32) w6 ^= -2
t200 = f(w6)
w5 ^= t200
(uint32) w5 ^= -1
t201 = f(w5)
w6 ^= t201
(uint32) w6 ^= -2
t202 = f(w6)
w5 ^= t202
(uint32) w5 ^= -2
w1 ^= w7
(uint32) w1 ^= -1
w2 ^= w8
(uint32) w2 ^= -31
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -144
w5 ^= w9
(uint32) w5 ^= -1
w6 ^= w10
(uint32) w6 ^= -200
t203 = f(w3)
w4 ^= t203
(uint32) w4 ^= -2
t204 = f(w4)
w3 ^= t204
(uint32) w3 ^= -1
t205 = f(w3)
w4 ^= t205
(uint32) w4 ^= -2
t206 = f(w4)
w3 ^= t206
(uint32) w3 ^= -2
t207 = f(w3)
w4 ^= t207
(uint32) w4 ^= -2
t208 = f(w4)
w3 ^= t208
(uint32) w3 ^= -1
t209 = f(w3)
w4 ^= t209
(uint32) w4 ^= -1
t210 = f(w4)
w3 ^= t210
(uint32) w3 ^= -2
t211 = f(w9)
w10 ^= t211
(uint32) w10 ^= -2
t212 = f(w10)
w9 ^= t212
(uint32) w9 ^= -1
t213 = f(w9)
w10 ^= t213
(uint32) w10 ^= -2
t214 = f(w10)
w9 ^= t214
(uint32) w9 ^= -2
t215 = f(w9)
w10 ^= t215
(uint32) w10 ^= -2
t216 = f(w10)
w9 ^= t216
(uint32) w9 ^= -2
t217 = f(w9)
w10 ^= t217
(uint32) w10 ^= -2
t218 = f(w10)
w9 ^= t218
(uint32) w9 ^= -1
t219 = f(w1)
w2 ^= t219
(uint32) w2 ^= -1
t220 = f(w2)
w1 ^= t220
(uint32) w1 ^= -2
t221 = f(w1)
w2 ^= t221
(uint32) w2 ^= -1
t222 = f(w2)
w1 ^= t222
(uint32) w1 ^= -1
t223 = f(w1)
w2 ^= t223
(uint32) w2 ^= -1
t224 = f(w2)
w1 ^= t224
(uint32) w1 ^= -1
t225 = f(w1)
w2 ^= t225
(uint32) w2 ^= -1
t226 = f(w2)
w1 ^= t226
(uint32) w1 ^= -1
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -10
w5 ^= w1
(uint32) w5 ^= -1
w6 ^= w2
(uint32) w6 ^= -133
w1 ^= w3
(uint32) w1 ^= -1
w2 ^= w4
(uint32) w2 ^= -67
t227 = f(w5)
w6 ^= t227
(uint32) w6 ^= -2
t228 = f(w6)
w5 ^= t228
(uint32) w5 ^= -1
t229 = f(w5)
w6 ^= t229
(uint32) w6 ^= -1
t230 = f(w6)
w5 ^= t230
(uint32) w5 ^= -2
t231 = f(w5)
w6 ^= t231
(uint32) w6 ^= -1
t232 = f(w6)
w5 ^= t232
(uint32) w5 ^= -2
t233 = f(w5)
w6 ^= t233
(uint32) w6 ^= -2
t234 = f(w6)
w5 ^= t234
(uint32) w5 ^= -1
t235 = f(w3)
w4 ^= t235
(uint32) w4 ^= -1
t236 = f(w4)
w3 ^= t236
(uint32) w3 ^= -1
t237 = f(w3)
w4 ^= t237
(uint32) w4 ^= -1
t238 = f(w4)
w3 ^= t238
(uint32) w3 ^= -2
t239 = f(w3)
w4 ^= t239
(uint32) w4 ^= -2
t240 = f(w4)
w3 ^= t240
(uint32) w3 ^= -2
t241 = f(w3)
w4 ^= t241
(uint32) w4 ^= -1
t242 = f(w4)
w3 ^= t242
(uint32) w3 ^= -2
t243 = f(w7)
w8 ^= t243
(uint32) w8 ^= -1
t244 = f(w8)
w7 ^= t244
(uint32) w7 ^= -2
t245 = f(w7)
w8 ^= t245
(uint32) w8 ^= -2
t246 = f(w8)
w7 ^= t246
(uint32) w7 ^= -1
t247 = f(w7)
w8 ^= t247
(uint32) w8 ^= -1
t248 = f(w8)
w7 ^= t248
(uint32) w7 ^= -1
t249 = f(w7)
w8 ^= t249
(uint32) w8 ^= -1
t250 = f(w8)
w7 ^= t250
(uint32) w7 ^= -1
w9 ^= w3
(uint32) w9 ^= -1
w10 ^= w4
(uint32) w10 ^= -99
w1 ^= w7
(uint32) w1 ^= -1
w2 ^= w8
(uint32) w2 ^= -50
w7 ^= w5
(uint32) w7 ^= -1
w8 ^= w6
(uint32) w8 ^= -153
t251 = f(w1)
w2 ^= t251
(uint32) w2 ^= -1
t252 = f(w2)
w1 ^= t252
(uint32) w1 ^= -2
t253 = f(w1)
w2 ^= t253
(uint32) w2 ^= -2
t254 = f(w2)
w1 ^= t254
(uint32) w1 ^= -2
t255 = f(w1)
w2 ^= t255
(uint32) w2 ^= -1
t256 = f(w2)
w1 ^= t256
(uint32) w1 ^= -1
t257 = f(w1)
w2 ^= t257
(uint32) w2 ^= -1
t258 = f(w2)
w1 ^= t258
(uint32) w1 ^= -2
t259 = f(w5)
w6 ^= t259
(uint32) w6 ^= -1
t260 = f(w6)
w5 ^= t260
(uint32) w5 ^= -1
t261 = f(w5)
w6 ^= t261
(uint32) w6 ^= -2
t262 = f(w6)
w5 ^= t262
(uint32) w5 ^= -1
t263 = f(w5)
w6 ^= t263
(uint32) w6 ^= -2
t264 = f(w6)
w5 ^= t264
(uint32) w5 ^= -1
t265 = f(w5)
w6 ^= t265
(uint32) w6 ^= -1
t266 = f(w6)
w5 ^= t266
(uint32) w5 ^= -2
t267 = f(w9)
w10 ^= t267
(uint32) w10 ^= -2
t268 = f(w10)
w9 ^= t268
(uint32) w9 ^= -1
t269 = f(w9)
w10 ^= t269
(uint32) w10 ^= -1
t270 = f(w10)
w9 ^= t270
(uint32) w9 ^= -2
t271 = f(w9)
w10 ^= t271
(uint32) w10 ^= -1
t272 = f(w10)
w9 ^= t272
(uint32) w9 ^= -1
t273 = f(w9)
w10 ^= t273
(uint32) w10 ^= -1
t274 = f(w10)
w9 ^= t274
(uint32) w9 ^= -2
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -192
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -224
w9 ^= w1
(uint32) w9 ^= -1
w10 ^= w2
(uint32) w10 ^= -240
t275 = f(w7)
w8 ^= t275
(uint32) w8 ^= -2
t276 = f(w8)
w7 ^= t276
(uint32) w7 ^= -1
t277 = f(w7)
w8 ^= t277
(uint32) w8 ^= -2
t278 = f(w8)
w7 ^= t278
(uint32) w7 ^= -1
t279 = f(w7)
w8 ^= t279
(uint32) w8 ^= -2
t280 = f(w8)
w7 ^= t280
(uint32) w7 ^= -1
t281 = f(w7)
w8 ^= t281
(uint32) w8 ^= -2
t282 = f(w8)
w7 ^= t282
(uint32) w7 ^= -1
t283 = f(w1)
w2 ^= t283
(uint32) w2 ^= -2
t284 = f(w2)
w1 ^= t284
(uint32) w1 ^= -2
t285 = f(w1)
w2 ^= t285
(uint32) w2 ^= -2
t286 = f(w2)
w1 ^= t286
(uint32) w1 ^= -1
t287 = f(w1)
w2 ^= t287
(uint32) w2 ^= -2
t288 = f(w2)
w1 ^= t288
(uint32) w1 ^= -2
t289 = f(w1)
w2 ^= t289
(uint32) w2 ^= -2
t290 = f(w2)
w1 ^= t290
(uint32) w1 ^= -1
t291 = f(w3)
w4 ^= t291
(uint32) w4 ^= -2
t292 = f(w4)
w3 ^= t292
(uint32) w3 ^= -2
t293 = f(w3)
w4 ^= t293
(uint32) w4 ^= -2
t294 = f(w4)
w3 ^= t294
(uint32) w3 ^= -2
t295 = f(w3)
w4 ^= t295
(uint32) w4 ^= -2
t296 = f(w4)
w3 ^= t296
(uint32) w3 ^= -1
t297 = f(w3)
w4 ^= t297
(uint32) w4 ^= -2
t298 = f(w4)
w3 ^= t298
(uint32) w3 ^= -1
w5 ^= w1
(uint32) w5 ^= -1
w6 ^= w2
(uint32) w6 ^= -177
w9 ^= w3
(uint32) w9 ^= -1
w10 ^= w4
(uint32) w10 ^= -217
w3 ^= w7
(uint32) w3 ^= -1
w4 ^= w8
(uint32) w4 ^= -237
t299 = f(w9)
w10 ^= t299
(uint32) w10 ^= -1
t300 = f(w10)
w9 ^= t300
(uint32) w9 ^= -1
t301 = f(w9)
w10 ^= t301
(uint32) w10 ^= -2
t302 = f(w10)
w9 ^= t302
(uint32) w9 ^= -1
t303 = f(w9)
w10 ^= t303
(uint32) w10 ^= -2
t304 = f(w10)
w9 ^= t304
(uint32) w9 ^= -1
t305 = f(w9)
w10 ^= t305
(uint32) w10 ^= -2
t306 = f(w10)
w9 ^= t306
(uint32) w9 ^= -2
t307 = f(w7)
w8 ^= t307
(uint32) w8 ^= -2
t308 = f(w8)
w7 ^= t308
(uint32) w7 ^= -2
t309 = f(w7)
w8 ^= t309
(uint32) w8 ^= -1
t310 = f(w8)
w7 ^= t310
(uint32) w7 ^= -1
t311 = f(w7)
w8 ^= t311
(uint32) w8 ^= -1
t312 = f(w8)
w7 ^= t312
(uint32) w7 ^= -2
t313 = f(w7)
w8 ^= t313
(uint32) w8 ^= -1
t314 = f(w8)
w7 ^= t314
(uint32) w7 ^= -1
t315 = f(w5)
w6 ^= t315
(uint32) w6 ^= -2
t316 = f(w6)
w5 ^= t316
(uint32) w5 ^= -2
t317 = f(w5)
w6 ^= t317
(uint32) w6 ^= -2
t318 = f(w6)
w5 ^= t318
(uint32) w5 ^= -2
t319 = f(w5)
w6 ^= t319
(uint32) w6 ^= -1
t320 = f(w6)
w5 ^= t320
(uint32) w5 ^= -1
t321 = f(w5)
w6 ^= t321
(uint32) w6 ^= -2
t322 = f(w6)
w5 ^= t322
(uint32) w5 ^= -1
w1 ^= w7
(uint32) w1 ^= -1
w2 ^= w8
(uint32) w2 ^= -66
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -161
w5 ^= w9
(uint32) w5 ^= -1
w6 ^= w10
(uint32) w6 ^= -209
t323 = f(w3)
w4 ^= t323
(uint32) w4 ^= -1
t324 = f(w4)
w3 ^= t324
(uint32) w3 ^= -2
t325 = f(w3)
w4 ^= t325
(uint32) w4 ^= -2
t326 = f(w4)
w3 ^= t326
(uint32) w3 ^= -1
t327 = f(w3)
w4 ^= t327
(uint32) w4 ^= -2
t328 = f(w4)
w3 ^= t328
(uint32) w3 ^= -1
t329 = f(w3)
w4 ^= t329
(uint32) w4 ^= -1
t330 = f(w4)
w3 ^= t330
(uint32) w3 ^= -1
t331 = f(w9)
w10 ^= t331
(uint32) w10 ^= -1
t332 = f(w10)
w9 ^= t332
(uint32) w9 ^= -1
t333 = f(w9)
w10 ^= t333
(uint32) w10 ^= -2
t334 = f(w10)
w9 ^= t334
(uint32) w9 ^= -1
t335 = f(w9)
w10 ^= t335
(uint32) w10 ^= -2
t336 = f(w10)
w9 ^= t336
(uint32) w9 ^= -2
t337 = f(w9)
w10 ^= t337
(uint32) w10 ^= -2
t338 = f(w10)
w9 ^= t338
(uint32) w9 ^= -1
t339 = f(w1)
w2 ^= t339
(uint32) w2 ^= -1
t340 = f(w2)
w1 ^= t340
(uint32) w1 ^= -2
t341 = f(w1)
w2 ^= t341
(uint32) w2 ^= -2
t342 = f(w2)
w1 ^= t342
(uint32) w1 ^= -1
t343 = f(w1)
w2 ^= t343
(uint32) w2 ^= -2
t344 = f(w2)
w1 ^= t344
(uint32) w1 ^= -2
t345 = f(w1)
w2 ^= t345
(uint32) w2 ^= -2
t346 = f(w2)
w1 ^= t346
(uint32) w1 ^= -2
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -165
w5 ^= w1
(uint32) w5 ^= -1
w6 ^= w2
(uint32) w6 ^= -83
w1 ^= w3
(uint32) w1 ^= -1
w2 ^= w4
(uint32) w2 ^= -42
t347 = f(w5)
w6 ^= t347
(uint32) w6 ^= -1
t348 = f(w6)
w5 ^= t348
(uint32) w5 ^= -1
t349 = f(w5)
w6 ^= t349
(uint32) w6 ^= -1
t350 = f(w6)
w5 ^= t350
(uint32) w5 ^= -1
t351 = f(w5)
w6 ^= t351
(uint32) w6 ^= -2
t352 = f(w6)
w5 ^= t352
(uint32) w5 ^= -2
t353 = f(w5)
w6 ^= t353
(uint32) w6 ^= -1
t354 = f(w6)
w5 ^= t354
(uint32) w5 ^= -1
t355 = f(w3)
w4 ^= t355
(uint32) w4 ^= -1
t356 = f(w4)
w3 ^= t356
(uint32) w3 ^= -2
t357 = f(w3)
w4 ^= t357
(uint32) w4 ^= -2
t358 = f(w4)
w3 ^= t358
(uint32) w3 ^= -1
t359 = f(w3)
w4 ^= t359
(uint32) w4 ^= -1
t360 = f(w4)
w3 ^= t360
(uint32) w3 ^= -2
t361 = f(w3)
w4 ^= t361
(uint32) w4 ^= -1
t362 = f(w4)
w3 ^= t362
(uint32) w3 ^= -2
t363 = f(w7)
w8 ^= t363
(uint32) w8 ^= -2
t364 = f(w8)
w7 ^= t364
(uint32) w7 ^= -1
t365 = f(w7)
w8 ^= t365
(uint32) w8 ^= -1
t366 = f(w8)
w7 ^= t366
(uint32) w7 ^= -1
t367 = f(w7)
w8 ^= t367
(uint32) w8 ^= -1
t368 = f(w8)
w7 ^= t368
(uint32) w7 ^= -2
t369 = f(w7)
w8 ^= t369
(uint32) w8 ^= -2
t370 = f(w8)
w7 ^= t370
(uint32) w7 ^= -2
w9 ^= w3
(uint32) w9 ^= -1
w10 ^= w4
(uint32) w10 ^= -23
w1 ^= w7
(uint32) w1 ^= -1
w2 ^= w8
(uint32) w2 ^= -140
w7 ^= w5
(uint32) w7 ^= -1
w8 ^= w6
(uint32) w8 ^= -70
t371 = f(w1)
w2 ^= t371
(uint32) w2 ^= -1
t372 = f(w2)
w1 ^= t372
(uint32) w1 ^= -1
t373 = f(w1)
w2 ^= t373
(uint32) w2 ^= -1
t374 = f(w2)
w1 ^= t374
(uint32) w1 ^= -2
t375 = f(w1)
w2 ^= t375
(uint32) w2 ^= -1
t376 = f(w2)
w1 ^= t376
(uint32) w1 ^= -1
t377 = f(w1)
w2 ^= t377
(uint32) w2 ^= -2
t378 = f(w2)
w1 ^= t378
(uint32) w1 ^= -1
t379 = f(w5)
w6 ^= t379
(uint32) w6 ^= -2
t380 = f(w6)
w5 ^= t380
(uint32) w5 ^= -1
t381 = f(w5)
w6 ^= t381
(uint32) w6 ^= -1
t382 = f(w6)
w5 ^= t382
(uint32) w5 ^= -2
t383 = f(w5)
w6 ^= t383
(uint32) w6 ^= -2
t384 = f(w6)
w5 ^= t384
(uint32) w5 ^= -2
t385 = f(w5)
w6 ^= t385
(uint32) w6 ^= -1
t386 = f(w6)
w5 ^= t386
(uint32) w5 ^= -1
t387 = f(w9)
w10 ^= t387
(uint32) w10 ^= -1
t388 = f(w10)
w9 ^= t388
(uint32) w9 ^= -2
t389 = f(w9)
w10 ^= t389
(uint32) w10 ^= -1
t390 = f(w10)
w9 ^= t390
(uint32) w9 ^= -1
t391 = f(w9)
w10 ^= t391
(uint32) w10 ^= -2
t392 = f(w10)
w9 ^= t392
(uint32) w9 ^= -1
t393 = f(w9)
w10 ^= t393
(uint32) w10 ^= -2
t394 = f(w10)
w9 ^= t394
(uint32) w9 ^= -1
w3 ^= w5
(uint32) w3 ^= -1
w4 ^= w6
(uint32) w4 ^= -129
w7 ^= w9
(uint32) w7 ^= -1
w8 ^= w10
(uint32) w8 ^= -193
w9 ^= w1
(uint32) w9 ^= -1
w10 ^= w2
(uint32) w10 ^= -225
*(uint32 *) (st + 0) = w7
*(uint32 *) (st + 4) = w8
*(uint32 *) (st + 8) = w5
*(uint32 *) (st + 12) = w6
*(uint32 *) (st + 16) = w1
*(uint32 *) (st + 20) = w2
*(uint32 *) (st + 24) = w9
*(uint32 *) (st + 28) = w10
*(uint32 *) (st + 32) = w3
*(uint32 *) (st + 36) = w4
leave
