// Another server helper in `components/`.
module.exports = (template, values) => template.replace(/{{(\w+)}}/g, (_, k) => values[k] ?? '');
