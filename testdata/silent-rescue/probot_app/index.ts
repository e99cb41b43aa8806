// A Probot app: each handler runs once per GitHub webhook delivery, and
// nobody waits on it, so a failure it swallows is lost.
import {Probot} from 'probot';
import {Octokit} from '@octokit/rest';
import {lintPullRequest} from './lint';

export = (app: Probot) => {
  app.on(['pull_request.opened', 'pull_request.edited'], async context => {
    const octokit = context.octokit as unknown as Octokit;
    await lintPullRequest(octokit, context.repo({pull_number: context.payload.pull_request.number}));
  });
};
