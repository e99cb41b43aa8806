class ProfileRefresh
  def initialize(user)
    @user = user
    @client = GravatarClient.new
  end

  def run
    begin
      profile = @client.fetch_profile(@user.email_hash)
      @user.display_name ||= profile.body
    rescue StandardError => e
      Rails.logger.warn("gravatar profile unavailable: #{e.message}")
    end
    @user.avatar = @client.fetch_avatar(@user.email_hash).body
    @user.save!
  end
end
