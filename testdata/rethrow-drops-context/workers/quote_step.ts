import { saveQuote } from './quote_store';

export const handler = async (event: { id: string; quote: object }) => {
  try {
    await saveQuote(event.id, event.quote);
    return { saved: true };
  } catch (error: any) {
    return { error: error.message };
  }
};
