#!/usr/bin/env python3
import json
import sys

from integrations import grafana_export

if __name__ == "__main__":
    json.dump(grafana_export.export_grafana_dashboards(sys.argv[1], sys.argv[2]), sys.stdout)
