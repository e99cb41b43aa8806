# Spec case (c): a catch-all whose body is only a comment is as silent as an
# empty one; the comment explains, nobody learns that it happened.
require "net/http"

class PidFile
  def write_pid(path)
    File.write(path, Process.pid.to_s)
  rescue # expect: silent-rescue@medium
    # the lock may already be gone: nothing to do
  end
end

class LocalePreference
  def remember(session, locale)
    begin
      session[:locale] = locale.to_s.downcase
    rescue StandardError # expect: silent-rescue@medium
      # the session store may be read-only
    end
    true
  end
end

class PresencePing
  # Around resolved remote work the comment keeps the finding at medium.
  def announce(uri)
    Net::HTTP.post(uri, "{}", "Content-Type" => "application/json")
  rescue StandardError # expect: silent-rescue@medium
    # presence is advisory
  end
end
