require "digest"
require "fileutils"
require "http"

module Archive
  module Download
    # Named File like Ruby's core class: the code below reaches the core
    # class as `::File`, which is not this class.
    class File
      def initialize(path:)
        @path = path
        FileUtils.mkdir_p(@path) unless ::File.directory?(@path)
      end

      def save(url, name)
        resp = open_stream(url)
        ::File.open(::File.join(@path, name), "wb") { |f| resp.body.each { |chunk| f.write(chunk) } }
        { saved: true }
      rescue HTTP::Error => e
        { saved: false, error: e.message }
      end

      def open_stream(url)
        HTTP.timeout(connect: 10, read: 60).follow(max_hops: 3).get(url)
      end

      def checksum(name)
        Digest::SHA256.file(::File.join(@path, name)).hexdigest
      end
    end
  end
end
