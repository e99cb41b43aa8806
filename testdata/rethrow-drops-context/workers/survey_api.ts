// The task's only caller catches the failure and ends the process with a
// failure status: the runner sees the failure and retries the task, so the
// status the wrap drops mattered (high).
import axios from 'axios';

export async function saveSurvey(id: string, body: object) {
  try {
    return (await axios.put(`https://surveys.example.com/v2/surveys/${id}`, body)).data;
  } catch (error: any) {
    throw new Error(`survey save failed: ${error.message}`); // expect: rethrow-drops-context
  }
}
