; A catch clause: its parameter (optional) and body.
(catch_clause
  parameter: (_)? @var
  body: (statement_block) @body) @handler

; promise.catch(handler): the promise chain it protects and the handler.
(call_expression
  function: (member_expression
    object: (_) @protected
    property: (property_identifier) @method)
  (#eq? @method "catch")
  arguments: (arguments . (_) @body .)) @handler
