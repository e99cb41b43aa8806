// A UI component written as a plain .js file: it imports React.
import React from 'react';

export default function Banner({ text }) {
  return React.createElement('div', { className: 'banner' }, text);
}
