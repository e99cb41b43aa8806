; The executor of `new Promise(...)`; Rust reads its second parameter (the
; rejecting function, whatever it is called). Kept shallow on purpose:
; tree-sitter's query analysis cost grows quickly with nested alternatives
; on the TypeScript grammar.
(new_expression
  constructor: (identifier) @ctor
  (#eq? @ctor "Promise")
  arguments: (arguments
    .
    [(arrow_function) (function_expression)] @executor))

; Promise.reject(...)
(call_expression
  function: (member_expression
    object: (identifier) @promise
    property: (property_identifier) @method)
  (#eq? @promise "Promise")
  (#eq? @method "reject")
  arguments: (arguments) @args)
