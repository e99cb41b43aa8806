require 'faraday'

module FileSync
  # Defined in two modules under one name: the worker's call reaches one of
  # them, and the method key does not say which (medium).
  class DriveMirror
    def sync(id)
      Faraday.get("https://drive.example.com/files/#{id}") # expect: missing-retry@medium
    end
  end
end
