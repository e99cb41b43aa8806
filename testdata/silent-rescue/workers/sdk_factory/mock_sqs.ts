export const mockSqsClient = { send: async (_command: unknown) => ({}) };
