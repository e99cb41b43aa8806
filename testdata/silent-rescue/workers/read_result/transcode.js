// The caller reads a member of the value the handler hands back right away:
// `null` fails it there (a TypeError), so the failure is not silent; only its
// cause is lost.
const { MediaConvertClient, CreateJobCommand } = require('@aws-sdk/client-mediaconvert');

const client = new MediaConvertClient({});

async function createJob(params) {
  try {
    return await client.send(new CreateJobCommand(params));
  } catch (err) { // expect: silent-rescue@medium
    console.error('create job failed');
    return null;
  }
}

async function createPreview(params) {
  try {
    return await client.send(new CreateJobCommand(params));
  } catch (err) { // expect: silent-rescue
    console.error('create preview failed');
    return null;
  }
}

module.exports.handler = async (event) => {
  const job = await createJob(event.settings);
  const preview = await createPreview(event.previewSettings);
  return { jobId: job.Job.Id, preview };
};
