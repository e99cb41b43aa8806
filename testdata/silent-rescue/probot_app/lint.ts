import {Octokit} from '@octokit/rest';

interface PullParams {
  owner: string;
  repo: string;
  pull_number: number;
}

export async function lintPullRequest(octokit: Octokit, params: PullParams): Promise<void> {
  let title: string;
  try {
    title = (await octokit.pulls.get(params)).data.title;
  } catch (e) { // expect: silent-rescue
    console.error(e);
    return;
  }
  await octokit.checks.create({owner: params.owner, repo: params.repo, name: 'lint', head_sha: title});
}

// Not reached from a handler: whoever calls it sees the empty answer.
export async function pullTitle(octokit: Octokit, params: PullParams): Promise<string | undefined> {
  try {
    return (await octokit.pulls.get(params)).data.title;
  } catch (e) { // expect: silent-rescue@medium
    console.error(e);
    return undefined;
  }
}
