import { listModels } from '../agent/gemini';

export async function onModelMenu(chatId: number, apiKey: string, reply: (id: number, text: string) => Promise<void>) {
  const models = await listModels(apiKey);
  await reply(chatId, models.join('\n'));
}
