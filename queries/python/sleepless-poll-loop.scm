; Waits that are not a sleep but still pace a loop: an awaited queue or
; stream read, a coroutine receiving values with `yield`.
(await
  (call
    function: (attribute
      object: (_) @recv
      attribute: (identifier) @name))
  (#any-of? @name "get" "recv" "read" "readline" "readexactly" "receive" "__anext__" "pop" "take" "wait")
  (#match? @recv "(?i)(queue|^q$|chan|inbox|stream|reader|socket|ws$|websocket|pubsub|subscriber|event|condition|mailbox)")) @event

(yield) @event
