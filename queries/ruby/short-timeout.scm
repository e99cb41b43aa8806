; Timeout.timeout(N) do ... end: Rust checks that the block makes an outbound call.
(call
  receiver: [(constant) (scope_resolution)] @receiver
  (#match? @receiver "^(::)?Timeout$")
  method: (identifier) @method
  (#eq? @method "timeout")
  arguments: (argument_list
    .
    (_) @delay)
  block: (_) @block) @timeout_block

; http.rb: HTTP.timeout(1) / HTTP.timeout(connect: 1, read: 1)
(call
  receiver: (constant) @receiver
  (#eq? @receiver "HTTP")
  method: (identifier) @method
  (#eq? @method "timeout")
  arguments: (argument_list) @args) @http_rb_timeout
