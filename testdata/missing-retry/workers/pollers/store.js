const saved = [];
module.exports = { save: async (row) => saved.push(row) };
