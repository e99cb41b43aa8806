import logging
import socket
import ssl

log = logging.getLogger(__name__)


class GatewayConnection:
    def __init__(self, host, port, retries=2):
        self.host = host
        self.port = port
        self.retries = retries
        self._sock = None

    def connect(self):
        raw = socket.create_connection((self.host, self.port), timeout=10)
        self._sock = ssl.create_default_context().wrap_socket(raw, server_hostname=self.host)

    def close(self):
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def read(self, max_bytes=32768) -> bytes:
        # The TLS stream has no complete record yet: read again, nothing is sent.
        while True:
            try:
                data = self._sock.recv(max_bytes)
                return data
            except (ssl.SSLWantReadError, ssl.SSLWantWriteError, BlockingIOError):
                continue

    def request(self, payload: bytes) -> bytes:
        # A stale keep-alive connection is replaced before sending again.
        attempts = self.retries + 1
        while attempts:
            attempts -= 1
            try:
                self._sock.sendall(payload)
                return self._sock.recv(4096)
            except (ConnectionResetError, BrokenPipeError, ssl.SSLError):
                if not attempts:
                    raise
                log.warning("stale connection, reconnecting")
                self.close()
                self.connect()
        raise ConnectionError("gateway unreachable")
