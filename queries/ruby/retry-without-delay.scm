; A begin/rescue inside an attempt loop, or a `do ... rescue ... end` block body.
(begin
  (rescue)) @try

(body_statement
  (rescue)) @try
