require 'faraday'

module FolderSync
  class DriveMirror
    def sync(id)
      Faraday.get("https://drive.example.com/folders/#{id}") # expect: missing-retry@medium
    end
  end
end
