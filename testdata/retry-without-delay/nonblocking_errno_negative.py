import errno
import socket


def platform_codes(*names):
    """The numeric codes of the errno names this platform defines."""
    return [getattr(errno, n) for n in names if hasattr(errno, n)]


would_block = platform_codes("EAGAIN", "EWOULDBLOCK", "WSAEWOULDBLOCK")
interrupted = platform_codes("EINTR", "WSAEINTR")


class BufferedSocket:
    """A file-like wrapper of a non-blocking socket a server accepted."""

    def __init__(self, sock):
        self._sock = sock

    def sendall(self, data):
        # Every error but "no buffer room yet" is passed on: the loop only
        # writes the rest once the socket has room.
        while data:
            try:
                sent = self._sock.send(data)
                data = data[sent:]
            except socket.error as e:
                if e.args[0] not in would_block:
                    raise

    def recv(self, size):
        while True:
            try:
                return self._sock.recv(size)
            except socket.error as e:
                if (e.args[0] not in would_block
                        and e.args[0] not in interrupted):
                    raise
