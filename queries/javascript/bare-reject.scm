; The executor of `new Promise(...)`: capture the name of its second parameter
; (the rejecting function), whatever it is called.
(new_expression
  constructor: (identifier) @ctor
  (#eq? @ctor "Promise")
  arguments: (arguments
    .
    [
      (arrow_function
        parameters: (formal_parameters
          .
          (_)
          .
          (required_parameter pattern: (identifier) @reject))
        body: (_) @body)
      (function_expression
        parameters: (formal_parameters
          .
          (_)
          .
          (required_parameter pattern: (identifier) @reject))
        body: (_) @body)
    ]))

; Promise.reject(...)
(call_expression
  function: (member_expression
    object: (identifier) @promise
    property: (property_identifier) @method)
  (#eq? @promise "Promise")
  (#eq? @method "reject")
  arguments: (arguments) @args)
