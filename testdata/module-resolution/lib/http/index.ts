export * from './request.js';
