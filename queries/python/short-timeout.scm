; sock.settimeout(N) / socket.setdefaulttimeout(N)
(call
  function: (attribute
    attribute: (identifier) @method)
  (#any-of? @method "settimeout" "setdefaulttimeout")
  arguments: (argument_list
    .
    (_) @delay)) @settimeout
