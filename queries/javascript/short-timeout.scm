; An abort timer: setTimeout(() => controller.abort(), N). Rust checks that
; the callback aborts something and resolves the delay.
(call_expression
  function: (identifier) @fn
  (#eq? @fn "setTimeout")
  arguments: (arguments
    .
    [(arrow_function) (function_expression)] @callback
    .
    (_) @delay)) @abort_timer

; AbortSignal.timeout(N)
(call_expression
  function: (member_expression
    object: (identifier) @object
    property: (property_identifier) @property)
  (#eq? @object "AbortSignal")
  (#eq? @property "timeout")
  arguments: (arguments
    .
    (_) @delay)) @signal_timeout
