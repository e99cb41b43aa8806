require 'net/http'

class IpReport
  # Only a 429 waits: a 502 or 503 is sent again at once (round 92).
  def fetch(ip)
    uri = URI("https://ipdata.example.org/ipquery/#{ip}")
    tries = 0
    while tries < 3 # expect: retry-without-delay
      res = Net::HTTP.get_response(uri)
      return JSON.parse(res.body) if res.code == '200'

      sleep(2) if res.code == '429'
      tries += 1
    end
    nil
  end

  # Every failed answer waits.
  def fetch_paced(ip)
    uri = URI("https://ipdata.example.org/ipquery/#{ip}")
    tries = 0
    while tries < 3
      res = Net::HTTP.get_response(uri)
      return JSON.parse(res.body) if res.code == '200'

      sleep(res.code == '429' ? 5 : 2**tries)
      tries += 1
    end
    nil
  end
end
