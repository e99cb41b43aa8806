import socket


class ThreadedServer:
    """A server that wakes its own blocking accept() on shutdown."""

    def __init__(self, bind_addr):
        self.bind_addr = bind_addr
        self.socket = None

    def stop(self):
        sock = self.socket
        if sock is None:
            return
        # Touch our own listening socket so that accept() returns at once:
        # the address is the socket's own name, not a remote end.
        host, port = sock.getsockname()[:2]
        for af, socktype, proto, _name, _sa in socket.getaddrinfo(host, port, socket.AF_UNSPEC, socket.SOCK_STREAM):
            s = None
            try:
                s = socket.socket(af, socktype, proto)
                s.settimeout(1.0)
                s.connect((host, port))
                s.close()
            except socket.error:
                if s:
                    s.close()
        sock.close()
        self.socket = None
