; except Foo as e: ... (the `as` form)
(except_clause
  value: (as_pattern
    .
    (_) @classes
    alias: (as_pattern_target (identifier) @var))
  (block) @body) @handler

; except Foo: ... / except (A, B): ...
(except_clause
  value: [
    (identifier)
    (attribute)
    (tuple)
    (parenthesized_expression)
  ] @classes
  (block) @body) @handler

; bare except:
(except_clause
  .
  "except"
  .
  ":"
  (block) @body) @handler
