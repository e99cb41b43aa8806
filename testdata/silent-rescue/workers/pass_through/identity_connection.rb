# An initializer binds the client to a constant; Ruby constants are global.
IDENTITY_API = Faraday.new(url: "https://identity.example.com") do |f|
  f.options.timeout = 10
end
