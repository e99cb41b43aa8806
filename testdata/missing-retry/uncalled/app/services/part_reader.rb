require "net/http"

class PartReader
  # Called from a controller (medium).
  def read_part_chunk(url)
    res = Net::HTTP.get_response(URI(url)) # expect: missing-retry@medium
    raise "part read failed: #{res.code}" unless res.code == "200"

    res.body
  end

  # Named nowhere, in a class the controller uses: dead code (medium).
  def read_part_meta(url)
    res = Net::HTTP.get_response(URI("#{url}/meta")) # expect: missing-retry@medium
    raise "part meta failed: #{res.code}" unless res.code == "200"

    res.body
  end
end
