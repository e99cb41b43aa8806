# `app/services/docs/` is the `Docs::` namespace of the program, not a
# documentation directory: a directory named like the docs below a source
# root (`app`, `src`, `lib`) is code.
module Docs
  class PagePusher
    def initialize
      @conn = Faraday.new(url: ENV.fetch('WIKI_URL')) do |f|
        f.response :raise_error
      end
    end

    def push(slug, body)
      @conn.put("/pages/#{slug}", body) # expect: missing-retry@medium
    end
  end
end
