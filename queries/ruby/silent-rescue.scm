; A rescue clause (in begin/end, a method body or a do-block): the classes it
; names, its variable and its body. All parts are optional.
(rescue
  exceptions: (exceptions)? @classes
  variable: (exception_variable (identifier) @var)?
  body: (then)? @body) @handler

; `expr rescue fallback`
(rescue_modifier
  body: (_) @protected
  handler: (_) @body) @handler
