// A paging loop that passes the cursor on by writing it into the request
// body it sends again (`payload[0].variables.cursor = ...`): the request
// changes between iterations, so it moves on.
import axios from 'axios';

const GRAPHQL = 'https://gitlab.example.com/api/graphql';

export async function findFolder(project: string, wanted: string) {
  const payload = [{ query: 'query($cursor: String) { tree(after: $cursor) { nodes { path } pageInfo { endCursor hasNextPage } } }', variables: { project, cursor: '' } }];
  let hasNext = true;
  while (hasNext) {
    const { data } = await axios.post(GRAPHQL, payload, { timeout: 10000 });
    const tree = data[0].data.tree;
    const hit = tree.nodes.find((n: { path: string }) => n.path === wanted);
    if (hit) return hit;
    payload[0].variables.cursor = tree.pageInfo.endCursor;
    hasNext = tree.pageInfo.hasNextPage;
  }
  return null;
}
