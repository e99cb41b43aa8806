import axios from 'axios';
import { BrowserWindow } from 'electron';

const api = axios.create({ baseURL: 'https://jobs.example.org/api', timeout: 30_000 });

// An Electron app's main process: a person runs it and watches the window,
// so a defect here is reported at medium, as in browser UI.
export async function waitForExport(win: BrowserWindow, exportId: string): Promise<string> {
  while (true) { // expect: sleepless-poll-loop@medium
    const { data } = await api.get(`/exports/${exportId}/status`);
    win.webContents.send('export-progress', data.progress);
    if (data.state === 'done') {
      return data.url;
    }
  }
}
