// A workspace package named `components` (its own package.json, a server
// dependency) is server code: the directory names the package, it is not a
// folder of UI components. The poll below runs on the server.
import axios from 'axios';

export async function waitForIndexTask(host: string, taskUid: number): Promise<void> {
  let task = (await axios.get(`${host}/tasks/${taskUid}`)).data;
  while (task.status !== 'succeeded') { // expect: sleepless-poll-loop
    task = (await axios.get(`${host}/tasks/${taskUid}`)).data;
    if (task.status === 'failed') throw new Error(`task ${taskUid} failed`);
  }
}
