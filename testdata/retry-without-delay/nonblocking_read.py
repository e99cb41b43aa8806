import logging
import socket
import ssl

log = logging.getLogger(__name__)


class GatewayConnection:
    def __init__(self, host, port):
        self.host = host
        self.port = port
        self._sock = None

    def connect(self):
        raw = socket.create_connection((self.host, self.port), timeout=10)
        self._sock = ssl.create_default_context().wrap_socket(raw, server_hostname=self.host)

    def request(self, payload: bytes) -> bytes:
        # A reset connection is sent the same request again at once.
        while True:  # expect: retry-without-delay
            try:
                self._sock.sendall(payload)
                return self._sock.recv(4096)
            except (ConnectionResetError, ssl.SSLError):
                log.warning("gateway connection reset, sending again")
