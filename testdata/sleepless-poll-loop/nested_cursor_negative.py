"""A paging loop that passes the cursor on by writing it into the request
body it sends again (`payload[0]["variables"]["cursor"] = ...`): the request
changes between iterations, so it moves on."""
import requests

GRAPHQL = "https://gitlab.example.com/api/graphql"


def find_folder(project, wanted):
    payload = [{"query": "query($cursor: String) { tree(after: $cursor) { nodes { path } pageInfo { endCursor hasNextPage } } }",
                "variables": {"project": project, "cursor": ""}}]
    has_next = True
    while has_next:
        page = requests.post(GRAPHQL, json=payload, timeout=10).json()
        tree = page[0]["data"]["tree"]
        for node in tree["nodes"]:
            if node["path"] == wanted:
                return node
        payload[0]["variables"]["cursor"] = tree["pageInfo"]["endCursor"]
        has_next = tree["pageInfo"]["hasNextPage"]
    return None
