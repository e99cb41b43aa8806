import socket

import requests

METADATA_URL = "http://169.254.169.254/latest/"
BILLING_URL = "https://billing.example.com/v1/"


def instance_region():
    # The metadata endpoint is one link away: a short budget is deliberate.
    token_url = METADATA_URL + "api/token"
    r = requests.put(token_url, headers={"X-aws-ec2-metadata-token-ttl-seconds": "10"}, timeout=0.5)
    return r.text


def sidecar_port_open(port):
    # A port probe of this host: no DNS, TLS or network path.
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.settimeout(1)
            s.connect(("127.0.0.1", port))
        return True
    except OSError:
        return False


class GceMetadata:
    base_url = "http://metadata.google.internal/computeMetadata/v1/"

    def get(self, key):
        return requests.get(self.base_url + key, headers={"Metadata-Flavor": "Google"}, timeout=0.5).text


def invoice(invoice_id):
    # A remote service named through a constant: reported.
    return requests.get(BILLING_URL + invoice_id, timeout=0.5).json()  # expect: short-timeout


def gateway_port_open(host, port):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(1)  # expect: short-timeout
        s.connect((host, port))


def envoy_admin_listening(port: int) -> bool:
    # A sidecar probe of this host: `connect_ex` answers an error number.
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    probe.settimeout(0.5)
    try:
        return probe.connect_ex(("127.0.0.1", port)) == 0
    finally:
        probe.close()
