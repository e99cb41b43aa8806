; Blocking pops pace a loop without a sleep: `queue.pop` waits for a producer.
(call
  receiver: (_) @recv
  method: (identifier) @name
  (#any-of? @name "pop" "deq" "shift" "take" "receive" "wait_readable" "wait_writable" "wait")
  (#match? @recv "(?i)(queue|^q$|chan|inbox|mailbox|condition|cond$|cv$|latch|io$|socket)")) @event
