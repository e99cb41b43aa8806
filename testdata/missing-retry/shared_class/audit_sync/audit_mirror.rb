require 'faraday'

module AuditSync
  # One module defines it: the worker that calls it reaches it (high).
  class AuditMirror
    def push(id)
      Faraday.put("https://audit.example.com/entries/#{id}") # expect: missing-retry
    end
  end
end
