import errno
import socket

refused = [errno.ECONNREFUSED, errno.ECONNRESET]


class Relay:
    def __init__(self, sock):
        self._sock = sock

    def forward(self, data):
        # Re-raises everything except a refused or reset connection, which it
        # sends to again at once: a retry of remote work with no delay.
        while True:  # expect: retry-without-delay
            try:
                return self._sock.send(data)
            except socket.error as e:
                if e.args[0] not in refused:
                    raise
