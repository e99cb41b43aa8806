// Firebase background functions: a Firestore event runs them, nobody waits
// for their answer, and their failures are not retried (no failurePolicy).
// The handlers live in project modules required whole (CommonJS).
const functions = require('firebase-functions');
const uploader = require('./uploader');

exports.onAudioCreated = functions.firestore
  .document('users/{userId}/audio/{itemId}')
  .onCreate((snap, context) => uploader.createHandler(snap, context));
