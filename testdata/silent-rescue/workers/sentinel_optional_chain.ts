// The caller reads a member of the value handed back through optional
// chaining and tests it for absence: `undefined` after a failure is
// "could not start" to it (medium). A caller that reads the member without
// a test meets the failure silently (high).
import axios from 'axios';

async function startExport(orgId: string) {
  try {
    const response = await axios.post('https://exports.example.org/tasks', { orgId });
    return response.data as { taskId: string };
  } catch (error) { // expect: silent-rescue@medium
    console.log(`could not start export: ${error}`);
  }
}

async function startArchive(orgId: string) {
  try {
    const response = await axios.post('https://archive.example.org/tasks', { orgId });
    return response.data as { taskId: string };
  } catch (error) { // expect: silent-rescue
    console.log(`could not start archive: ${error}`);
  }
}

export const handler = async (orgIds: string[]) => {
  for (const orgId of orgIds) {
    const task = await startExport(orgId);
    if (task?.taskId === undefined) {
      console.error(`export not started for ${orgId}`);
      continue;
    }
    const archive = await startArchive(orgId);
    console.log(`archive ${JSON.stringify(archive)} for ${orgId}`);
  }
};
