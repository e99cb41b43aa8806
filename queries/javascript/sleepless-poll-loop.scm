; Waits that are not a timer but still pace a loop: an awaited event, an
; async iterator step, a queue/stream read, a generator handing control back.
(await_expression
  (call_expression
    function: (identifier) @name)
  (#any-of? @name "once" "on" "take" "receive" "recv" "dequeue" "nextEvent" "waitForEvent")) @event

(await_expression
  (call_expression
    function: (member_expression
      object: (_) @recv
      property: (property_identifier) @name))
  (#any-of? @name "once" "next" "read" "take" "receive" "recv" "dequeue" "pop" "shift" "get")
  (#match? @recv "(?i)(queue|^q$|chan|inbox|stream|reader|iterator|iter$|socket|ws$|subscriber|events|emitter|mailbox)")) @event

(yield_expression) @event
