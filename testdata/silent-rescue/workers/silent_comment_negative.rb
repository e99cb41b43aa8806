# Twins of silent_comment.rb: the spec's exemptions (an optional library, a
# JSON parse fallback) hold with a comment too; a comment explaining a
# returned value is a deliberate fallback.
require "json"

class OptionalOj
  def load
    require "oj"
  rescue LoadError
    # oj is an optional speedup
  end
end

class SavedFilters
  def parse(raw)
    JSON.parse(raw)
  rescue StandardError
    # malformed filters: treat as none
  end
end

class WritableCheck
  def writable?(path)
    File.open(path, "a") { true }
  rescue StandardError
    # read-only mount
    false
  end
end
