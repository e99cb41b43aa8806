# A Rails view helper: the page template that calls `latest_posts` is not
# scanned, but the helper runs while a page renders, so a person sees the
# empty list (round 56 dmptool: high on an intermediate build, because
# nothing scanned named the helper).
module BlogHelper
  def latest_posts
    response = HTTParty.get(Rails.configuration.x.blog_rss_url)
    return [] unless response.code == 200

    RSS::Parser.parse(response.body, false).items.first(5)
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("blog feed unavailable: #{e}")
    []
  end
end
