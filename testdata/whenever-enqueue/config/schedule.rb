# whenever: the runner string is Ruby code, run through the project's
# wrapper. The contacts sync runs every 20 minutes and picks up what the
# last run missed.
every 20.minutes do
  runner "RunnerWrapper.run('Mailings::ContactsSync.sync_all')"
end
